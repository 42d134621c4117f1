/*
 * Code page 858 (850 with the euro sign), the Western European page every ESC/POS printer knows:
 * é, è, ê, à, ç, ô, û, ë, ï and their capitals print as the diner typed them (decision 0079).
 * Selected on the printer by ESC t 19.
 */

/** ESC t's number of PC858 on Epson and compatible printers. */
export const CP858_ESC_T = 19;

/** The characters of bytes 0x80 to 0xFF. */
const UPPER_HALF =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00AD±‗¾¶§÷¸°¨·¹³²■\u00A0';

const BYTE_OF = new Map([...UPPER_HALF].map((char, i) => [char, 0x80 + i]));

/** Typography a kitchen printer has no glyph for, said in plain characters. */
const PLAIN: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};

/** Text as CP858 bytes: ASCII as is, the page's letters as its bytes, anything else `?`. */
export function encodeCp858(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const plain = PLAIN[char];
    if (plain !== undefined) bytes.push(...[...plain].map((c) => c.charCodeAt(0)));
    else {
      const code = char.codePointAt(0)!;
      bytes.push(code >= 0x20 && code < 0x7f ? code : (BYTE_OF.get(char) ?? 0x3f));
    }
  }
  return Uint8Array.from(bytes);
}

/** One CP858 byte as its character (control bytes are the caller's). */
export const cp858Char = (byte: number): string =>
  byte >= 0x80 ? UPPER_HALF[byte - 0x80]! : String.fromCharCode(byte);
