import { describe, expect, it } from 'vitest';
import { CP858_ESC_T, cp858Char, encodeCp858 } from './escpos-code-page';
import { decodeEscPos } from './escpos-decode';

describe('code page 858', () => {
  it('has a character for every byte above 0x7f, each read back as written', () => {
    const upper = Array.from({ length: 128 }, (_, i) => cp858Char(0x80 + i));
    expect(new Set(upper).size).toBe(128);
    expect([...encodeCp858(upper.join(''))]).toEqual(upper.map((_, i) => 0x80 + i));
  });

  it('writes the French accents at their places, plain quotes for typographic ones, ? for the rest', () => {
    expect([...encodeCp858('é à ç É €')]).toEqual([0x82, 0x20, 0x85, 0x20, 0x87, 0x20, 0x90, 0x20, 0xd5]);
    expect(encodeCp858('l’été – 10 € 🍕')).toEqual(encodeCp858("l'été - 10 € ?"));
  });
});

describe('decodeEscPos', () => {
  it('reads text in the selected code page, its style, the QR code and the cut', () => {
    const [ticket] = decodeEscPos(
      Uint8Array.from([
        ...[0x1b, 0x40, 0x1b, 0x74, CP858_ESC_T, 0x1b, 0x45, 1],
        ...encodeCp858('Crème'),
        0x0a,
        ...[0x1d, 0x28, 0x6b, 5, 0, 0x31, 0x50, 0x30, 0x68, 0x69],
        ...[0x1d, 0x56, 66, 3],
      ]),
    );
    expect(ticket).toEqual({
      lines: [{ text: 'Crème', bold: true, big: false, center: false }],
      codePage: CP858_ESC_T,
      qrCodes: ['hi'],
      cuts: 1,
    });
  });

  it('refuses bytes above 0x7f printed before a code page was chosen, and commands it does not know', () => {
    expect(() => decodeEscPos(Uint8Array.from([0xe9, 0x0a]))).toThrow(/code page 858/);
    expect(() => decodeEscPos(Uint8Array.from([0x1b, 0x21, 0]))).toThrow(/unknown command ESC 33/);
  });
});
