import type { PhraseRow } from './phrases';

/*
 * A medical visit, by who or what is visited ('a check-up with my cardiologist', 'the dentist', 'a blood test'): asked in
 * terms of clothes, an occasion to dress for with the examination in mind (question/appointment.ts, chat/appointment.ts).
 */

/** Who is seen: before an event noun they make it a medical visit ('a doctor's appointment', 'my dentist checkup'). */
// prettier-ignore
export const MEDICAL_WHO: readonly string[] = ['doctor', 'doctors', "doctor's", 'gp', "gp's", 'physician', 'dentist', "dentist's", 'dental', 'medical', 'clinic', 'hospital',
  'specialist', 'nurse', 'optician', 'optometrist', 'orthodontist', 'physio', 'physiotherapist', 'chiropractor', 'cardiologist', 'dermatologist', 'gynaecologist',
  'gynecologist', 'obgyn', 'urologist', 'neurologist', 'oncologist', 'endocrinologist', 'rheumatologist', 'podiatrist', 'audiologist', 'allergist', 'pediatrician', 'paediatrician'];
/** The visit itself, as an event noun ('my annual check-up', 'a blood test on Friday'). */
// prettier-ignore
export const MEDICAL_EVENTS: readonly string[] = ['checkup', 'check up', 'check-up', 'checkups', 'annual physical', 'blood test', 'blood draw', 'scan', 'mri', 'x-ray', 'ultrasound',
  'mammogram', 'ekg', 'ecg', 'vaccination', 'jab', 'flu shot', 'infusion'];
export const MEDICAL_VISITS: readonly PhraseRow[] = [{ id: 'visit', phrases: [MEDICAL_WHO.join('/'), ...MEDICAL_EVENTS.map((e) => e.replace('-', ' '))] }];
export type Examination = 'arm' | 'chest' | 'change';
/** What an examination needs of the clothes: the arm bared (a cuff, a needle), the chest (leads, a stethoscope), or changing out of them. */
// prettier-ignore
export const EXAMINATIONS: readonly PhraseRow<Examination>[] = [
  { id: 'arm', phrases: ['blood pressure', 'bloods', 'blood test/tests/work/draw/sample/samples', 'take/takes/taking/draw/draws/drawing [my/some] blood', 'vaccination/vaccine/jab/jabs/injection/injections/infusion/drip/cannula/iv', 'flu/booster/covid shot/jab', 'a/my shot'] },
  { id: 'chest', phrases: ['ekg/ecg/echocardiogram/echo/stethoscope', 'listen/listens/listening to my heart/chest/lungs', 'heart monitor/trace/tracing', 'chest x ray/xray/exam', 'breast exam'] },
  { id: 'change', phrases: ['scan/mri/xray/ultrasound/mammogram/gown', 'x ray', 'physical exam/examination', 'skin check/exam', 'change into a gown', 'get undressed'] },
];
/** Tops that open at the front, by the words of their names: what a chest examination asks for. */
// prettier-ignore
export const OPENS_AT_FRONT: readonly string[] = ['shirt', 'button-down', 'button down', 'button-up', 'oxford', 'overshirt', 'blouse', 'cardigan', 'zip', 'quarter-zip', 'half-zip', 'polo', 'henley', 'shacket', 'wrap'];
/** Tops with sleeves that leave the arm free, by the words of their names. */
// prettier-ignore
export const SHORT_SLEEVED: readonly string[] = ['tee', 't-shirt', 'tshirt', 'short-sleeve', 'short sleeve', 'short-sleeved', 'polo', 'tank', 'camisole', 'cami', 'sleeveless', 'vest top'];
