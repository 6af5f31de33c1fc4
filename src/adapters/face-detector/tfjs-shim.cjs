/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS stand-in for a CommonJS require */
/**
 * face-api's Node WebAssembly build requires the whole `@tensorflow/tfjs` bundle (layers, data,
 * WebGL...) but only uses core ops. This stands in for it with tfjs-core and the converter, plus
 * the chained tensor methods (`t.as3D()`, `t.toFloat()`) that the full bundle installs and
 * tfjs-core's Node build leaves out. See docs/decisions/0017-local-photo-analysis.md.
 */
const core = require('@tensorflow/tfjs-core');

const proto = core.Tensor.prototype;
for (const [name, fn] of Object.entries(core)) {
  if (typeof fn === 'function' && /^[a-z]/.test(name) && !(name in proto)) {
    proto[name] = function chained(...args) {
      return fn(this, ...args);
    };
  }
}
const reshaped = {
  as1D() {
    return core.reshape(this, [this.size]);
  },
  as2D(r, c) {
    return core.reshape(this, [r, c]);
  },
  as3D(r, c, d) {
    return core.reshape(this, [r, c, d]);
  },
  as4D(r, c, d, e) {
    return core.reshape(this, [r, c, d, e]);
  },
  as5D(r, c, d, e, f) {
    return core.reshape(this, [r, c, d, e, f]);
  },
  asScalar() {
    return core.reshape(this, []);
  },
  asType(dtype) {
    return core.cast(this, dtype);
  },
  flatten() {
    return core.reshape(this, [this.size]);
  },
  toFloat() {
    return core.cast(this, 'float32');
  },
  toInt() {
    return core.cast(this, 'int32');
  },
  toBool() {
    return core.cast(this, 'bool');
  },
  reshape(shape) {
    return core.reshape(this, shape);
  },
  reshapeAs(x) {
    return core.reshape(this, x.shape);
  },
};
for (const [name, fn] of Object.entries(reshaped)) proto[name] = fn;

module.exports = { ...core, ...require('@tensorflow/tfjs-converter') };
