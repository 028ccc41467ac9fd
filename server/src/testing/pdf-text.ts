import { PDFParse } from "pdf-parse";

/** The text of a PDF and its page count, as a reader's PDF viewer would extract it. */
export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    // Whitespace runs (line breaks inside wrapped titles) become one space, as a reader sees them.
    return { text: result.text.replace(/\s+/g, " "), pages: result.total };
  } finally {
    await parser.destroy();
  }
}
