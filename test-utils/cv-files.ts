/**
 * CV files for tests (issue 20): the first bytes of each kind a careers form meets, built here so that
 * every test reads a real file's header rather than a name.
 */

/** A one-page PDF (a real, if tiny, document). */
export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** A Word 97-2003 document's compound-file header, padded to one 512-byte sector. */
export function docBytes(): Buffer {
  const bytes = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
}

/** A zip of stored (uncompressed) entries: local headers only, enough for a reader of first bytes. */
export function zipBytes(entries: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    parts.push(header, Buffer.from(name), data);
  }
  return Buffer.concat(parts);
}

/** A Word 2007+ document: [Content_Types].xml, then word/document.xml. */
export function docxBytes(): Buffer {
  return zipBytes({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
}

/** A PNG's signature: a picture, not a CV. */
export function pngBytes(): Buffer {
  return Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
}
