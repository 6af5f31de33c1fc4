import { FaceApiDetector } from './face-api';
import type { FaceDetector, FaceDetectorLogger } from './port';

export type { FaceBox, FaceDetector, RgbPixels } from './port';
export { FaceApiDetector } from './face-api';

/** No detector: the photo analysis finds the face by its largest skin region alone. */
export const noFaceDetector: FaceDetector = { kind: 'none', detect: async () => null };

export function createFaceDetector(log: FaceDetectorLogger): FaceDetector {
  return new FaceApiDetector(log);
}
