/** Decoded pixels, 3 channels (RGB), row-major. */
export interface RgbPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

export interface FaceDetectorLogger {
  warn(details: object, message: string): void;
}

export interface FaceDetector {
  /** 'face-api': the neural detector; 'none': callers find the face by its skin region instead. */
  readonly kind: 'face-api' | 'none';
  /** The most prominent face, or null. Never throws: a failing detector answers null. */
  detect(image: RgbPixels): Promise<FaceBox | null>;
}
