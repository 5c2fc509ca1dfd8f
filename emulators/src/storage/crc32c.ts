// CRC32C (Castagnoli), which GCS reports and @google-cloud/storage validates on every upload.
// node:zlib only offers the IEEE polynomial, so this is a slicing-by-8 table implementation.

const POLY = 0x82f63b78;

const TABLES: Uint32Array[] = (() => {
  const tables = Array.from({ length: 8 }, () => new Uint32Array(256));
  const first = tables[0]!;
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1;
    first[n] = c >>> 0;
  }
  for (let t = 1; t < 8; t++) {
    const prev = tables[t - 1]!;
    const cur = tables[t]!;
    for (let n = 0; n < 256; n++) cur[n] = (prev[n]! >>> 8) ^ first[prev[n]! & 0xff]!;
  }
  return tables;
})();

/** Continues a CRC32C over `bytes`; pass the previous result to checksum data in pieces. */
export function crc32c(bytes: Uint8Array, previous = 0): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7] = TABLES as [
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
  ];
  let crc = ~previous >>> 0;
  let i = 0;
  const end8 = bytes.length - (bytes.length % 8);
  for (; i < end8; i += 8) {
    const a =
      (crc ^ (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24))) >>>
      0;
    crc =
      t7[a & 0xff]! ^
      t6[(a >>> 8) & 0xff]! ^
      t5[(a >>> 16) & 0xff]! ^
      t4[a >>> 24]! ^
      t3[bytes[i + 4]!]! ^
      t2[bytes[i + 5]!]! ^
      t1[bytes[i + 6]!]! ^
      t0[bytes[i + 7]!]!;
  }
  for (; i < bytes.length; i++) crc = t0[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}

/** The GCS wire form: base64 of the big-endian uint32. */
export function crc32cBase64(value: number): string {
  const buf = Buffer.alloc(4);
  buf.writeUInt32BE(value >>> 0);
  return buf.toString('base64');
}
