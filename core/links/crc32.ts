import CRC32 from 'crc-32';

/**
 * The CRC-32 (IEEE 802.3, as zlib and gzip compute it) of some bytes, unsigned.
 * Share links carry it to tell a damaged link from an intact one.
 */
export function crc32OfBytes(bytes: Uint8Array): number {
  // crc-32 answers as a signed 32-bit integer.
  return CRC32.buf(bytes) >>> 0;
}
