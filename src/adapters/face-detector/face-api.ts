import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FaceBox, FaceDetector, FaceDetectorLogger, RgbPixels } from './port';

const require = createRequire(import.meta.url);
const SHIM = fileURLToPath(new URL('./tfjs-shim.cjs', import.meta.url));
const MODEL_DIR = () => join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');

/** What the detector reads from disk: the shim beside this module (copied into dist/) and the weights inside the package. */
export const faceDetectorFiles = (): string[] => [SHIM, MODEL_DIR()];

// The slice of face-api this adapter uses (its bundled types pull in DOM declarations).
interface FaceApi {
  tf: {
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
    tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
  };
  nets: { tinyFaceDetector: { loadFromDisk(dir: string): Promise<void> } };
  TinyFaceDetectorOptions: new (o: { inputSize: number; scoreThreshold: number }) => unknown;
  detectAllFaces(input: unknown, options: unknown): Promise<{ score: number; box: { x: number; y: number; width: number; height: number } }[]>;
}

type Resolver = (request: string, ...rest: unknown[]) => string;

/** Loads face-api's Node WebAssembly build with `@tensorflow/tfjs` resolved to the shim, only for this one require. */
function loadFaceApi(): FaceApi {
  const mod = Module as unknown as { _resolveFilename: Resolver };
  const original = mod._resolveFilename;
  mod._resolveFilename = function resolve(this: unknown, request: string, ...rest: unknown[]) {
    return request === '@tensorflow/tfjs' ? SHIM : original.call(this, request, ...rest);
  };
  try {
    return require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  } finally {
    mod._resolveFilename = original;
  }
}

/** Tiny Face Detector input size: 416 finds faces down to about 1/10 of an 800 px photo in ~0.1 s. */
const INPUT_SIZE = 416;
const MIN_SCORE = 0.5;

/**
 * face-api's Tiny Face Detector on TensorFlow.js's WebAssembly backend. The weights ship inside
 * the npm package (`model/`), and the .wasm binaries inside tfjs-backend-wasm: nothing is
 * downloaded at install or run time. Loaded on first use; detections run one at a time.
 */
export class FaceApiDetector implements FaceDetector {
  readonly kind = 'face-api' as const;
  private loading: Promise<FaceApi | null> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly log: FaceDetectorLogger) {}

  private load(): Promise<FaceApi | null> {
    this.loading ??= (async () => {
      try {
        const faceapi = loadFaceApi();
        const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(path: string, usePlatformFetch?: boolean): void };
        // A directory path with platform fetch off: Emscripten reads the .wasm from disk.
        wasm.setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`, false);
        await faceapi.tf.setBackend('wasm');
        await faceapi.tf.ready();
        await faceapi.nets.tinyFaceDetector.loadFromDisk(MODEL_DIR());
        return faceapi;
      } catch (error) {
        this.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'face detector unavailable; faces are found by skin region');
        return null;
      }
    })();
    return this.loading;
  }

  detect(image: RgbPixels): Promise<FaceBox | null> {
    const run = this.queue.then(() => this.detectNow(image));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async detectNow(image: RgbPixels): Promise<FaceBox | null> {
    const faceapi = await this.load();
    if (!faceapi) return null;
    const tensor = faceapi.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
    try {
      const faces = await faceapi.detectAllFaces(tensor, new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: MIN_SCORE }));
      const best = faces.sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height)[0];
      return best ? { x: best.box.x, y: best.box.y, width: best.box.width, height: best.box.height, score: best.score } : null;
    } catch (error) {
      this.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'face detection failed; using the skin region');
      return null;
    } finally {
      tensor.dispose();
    }
  }
}
