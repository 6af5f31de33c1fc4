import sharp from 'sharp';
const [src, out, w, h] = process.argv.slice(2);
await sharp(src).extract({ left: 0, top: 0, width: Number(w), height: Number(h) }).toFile(out);
