import { RUNNING_A_PLACE } from '../question/lexicon';
import type { PhraseRow } from './phrases';

/**
 * Idioms whose first word is an occasion's word used for something else ('running errands' is no
 * run, 'running late' no gym): that word is not read as an occasion. The rest of the idiom still is
 * ('errands'). A row with the id 'place' names a place by its last word ('the tennis court').
 */
export const NOT_AN_OCCASION: readonly PhraseRow[] = [
  { id: 'idiom', phrases: ['run/running/ran errands', 'run/running/ran [some/a/my/few] errand/errands', 'run/running/ran late/around/out/behind/low'] },
  // Running a place or an event is managing it ('running the floor all night').
  { id: 'idiom', phrases: RUNNING_A_PLACE },
  // A drink that left a mark is the stain's cause, not the outing ('a coffee stain').
  { id: 'stain', phrases: ['coffee/tea/wine/beer/cocktail stain/stains/spill/spills/mark/marks/ring/rings'] },
  // A court one plays on is no court of law ('the tennis court').
  { id: 'place', phrases: ['tennis/basketball/squash/volleyball/badminton/pickleball/netball/padel/food court/courts'] },
  // A room named for what happens in it is where the day is spent, not the occasion ('two days in a conference room').
  { id: 'place', phrases: ['conference/break/ball/banquet/party room/rooms/hall/halls'] },
  // A school's or a church's gym is the hall a show or an assembly is held in ('the Christmas pageant in the school gym').
  { id: 'place', phrases: ['school/church/high/elementary gym/gyms/gymnasium'] },
  // A place said as a room of some temperature ('gyms are cold', 'the gym gets freezing') is where one sits, not a workout.
  {
    id: 'room said',
    phrases: ['gym/gyms/gymnasium is/are/get/gets/feel/feels/run/runs [so/really/always/pretty/kinda/usually] cold/freezing/chilly/hot/warm/stuffy/boiling'],
  },
  // A venue named for the water or the park it stands by is where the evening is held, not a day out there ('a ceilidh at the
  // beach ballroom', 'drinks at the river cafe'): its first word is set aside.
  {
    id: 'idiom',
    phrases: [
      'beach/lake/lakeside/river/riverside/park/harbour/harbor/sea/seaside/bay ballroom/ballrooms/cafe/café/restaurant/pub/hall/theatre/theater/pavilion',
    ],
  },
  // A sports club is the clubhouse its dinners and parties are held in ('the rugby club Christmas do'), not a game played.
  { id: 'idiom', phrases: ['golf/tennis/rugby/cricket/football/yacht/sailing/rowing/bowls/bowling/squash club/clubs/clubhouse'] },
  // A pitch played on is no sales pitch ('on the synthetic pitch', 'the rugby pitch').
  {
    id: 'place',
    phrases: [
      'synthetic/football/rugby/cricket/soccer/hockey/astro/astroturf/grass/artificial/turf/training/all-weather/5-a-side/five-a-side pitch/pitches',
      'on the pitch',
    ],
  },
  // An office one calls at for a stamp or a form is an errand's stop, not a workday ('the post office', 'the tax office').
  { id: 'place', phrases: ['post/ticket/box/tax/passport/registry/sorting office/offices'] },
];
