import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** One lab report as the demo data prints it. */
export interface LabReportPdf {
  patient: { name: string; id: string; ageSex: string };
  test: string;
  method: string;
  sample: string;
  collected: string;
  reported: string;
  referredBy: string;
  rows: { parameter: string; result: string; unit: string; reference: string; flag?: string }[];
  interpretation: string;
  signedBy: string;
}

/** Printed on every demo PDF's letterhead. */
export const DEMO_MARK = 'DEMO REPORT — NOT FOR CLINICAL USE';

const ROSE = '#8e2a4f';
const GREY = '#555555';
const MARGIN = 48;

/*
 * DejaVu Sans, embedded (pdfkit keeps only the glyphs used): the PDF standard fonts cover
 * Windows-1252 only, so '≥' printed as '"e'. The font comes from the dejavu-fonts-ttf package
 * (the Bitstream Vera licence, which allows embedding and redistribution), not from the
 * machine, so every build prints the same.
 */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const SANS = 'Sans';
const BOLD = 'Sans-Bold';

/** Renders with pdfkit into a Buffer. */
function render(
  title: string,
  draw: (doc: PDFKit.PDFDocument) => void,
  author = 'Lilac Genomics Laboratory (demo)',
): Promise<Buffer> {
  const regular = fontFile('DejaVuSans.ttf');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // The default font too, so no standard (unembedded) font is ever set up.
    font: regular,
    info: { Title: title, Author: author },
  });
  doc.registerFont(SANS, regular);
  doc.registerFont(BOLD, fontFile('DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

const BAND_HEIGHT = 78;

function letterhead(doc: PDFKit.PDFDocument, heading: string) {
  const right = doc.page.width - MARGIN;
  doc.rect(0, 0, doc.page.width, BAND_HEIGHT).fill(ROSE);
  // The demo mark on a white label, so it stands out from the band in any viewer and in print.
  doc.font(BOLD).fontSize(8);
  const markWidth = doc.widthOfString(DEMO_MARK) + 16;
  doc.roundedRect(right - markWidth, 20, markWidth, 18, 3).fill('white');
  doc.fillColor(ROSE).text(DEMO_MARK, right - markWidth + 8, 25, { lineBreak: false });
  doc
    .fillColor('white')
    .font(BOLD)
    .fontSize(17)
    .text('Lilac Genomics Laboratory', MARGIN, 20, {
      width: right - markWidth - MARGIN - 12,
      lineBreak: false,
    });
  doc
    .font(SANS)
    .fontSize(8.5)
    .text('4th Floor, Prestige Meridian, 29 MG Road, Bengaluru 560001  ·  +91 80 4719 2200', MARGIN, 50, {
      lineBreak: false,
    });
  doc
    .fillColor('black')
    .font(BOLD)
    .fontSize(14)
    .text(heading, MARGIN, 98, { width: right - MARGIN });
}

/** A label and its value; answers where the value ends. */
function field(doc: PDFKit.PDFDocument, x: number, y: number, label: string, value: string, width = 240) {
  doc.font(SANS).fontSize(7.5).fillColor(GREY).text(label.toUpperCase(), x, y);
  doc
    .font(SANS)
    .fontSize(10)
    .fillColor('black')
    .text(value, x, y + 10, { width });
  return doc.y;
}

interface Cell {
  text: string;
  font: string;
  colour: string;
}

/**
 * One table row: each cell is measured (heightOfString, in its own font and width) and the row
 * is as tall as its tallest cell, so a wrapped cell pushes the rule below it down instead of
 * running over it. A row that would not fit on the page starts a new one. Answers the next y.
 */
function tableRow(doc: PDFKit.PDFDocument, cols: number[], y: number, cells: Cell[], fill?: string): number {
  const right = doc.page.width - MARGIN;
  const pad = 5;
  const width = (i: number) => (cols[i + 1] ?? right) - cols[i]! - 2 * pad;
  doc.fontSize(9);
  const height =
    Math.max(...cells.map((c, i) => doc.font(c.font).heightOfString(c.text || ' ', { width: width(i) }))) +
    2 * pad;
  let top = y;
  if (top + height > doc.page.height - MARGIN - 40) {
    doc.addPage();
    top = MARGIN;
  }
  if (fill) doc.rect(cols[0]!, top, right - cols[0]!, height).fill(fill);
  for (const [i, c] of cells.entries())
    doc
      .font(c.font)
      .fillColor(c.colour)
      .text(c.text, cols[i]! + pad, top + pad, { width: width(i) });
  const bottom = top + height;
  doc.moveTo(cols[0]!, bottom).lineTo(right, bottom).lineWidth(0.75).strokeColor('#cccccc').stroke();
  return bottom;
}

/** Label-value pairs in two columns; answers the y below them. */
function fields(doc: PDFKit.PDFDocument, y: number, pairs: [string, string][]): number {
  const full = doc.page.width - 2 * MARGIN;
  let top = y;
  for (let i = 0; i < pairs.length; i += 2) {
    const [left, right] = [pairs[i]!, pairs[i + 1]];
    // A pair alone on its line may use the whole width.
    const end = Math.max(
      field(doc, MARGIN, top, left[0], left[1], right ? 240 : full),
      right ? field(doc, 300, top, right[0], right[1], doc.page.width - MARGIN - 300) : 0,
    );
    top = end + 8;
  }
  return top;
}

/** A lab report: letterhead, patient and sample details, results table, interpretation, signature. */
export function labReportPdf(r: LabReportPdf): Promise<Buffer> {
  return render(r.test, (doc) => {
    const right = doc.page.width - MARGIN;
    letterhead(doc, r.test);
    let y = fields(doc, doc.y + 12, [
      ['Patient', r.patient.name],
      ['Patient ID', r.patient.id],
      ['Age / Sex', r.patient.ageSex],
      ['Referred by', r.referredBy],
      ['Sample', r.sample],
      ['Collected / Reported', `${r.collected} / ${r.reported}`],
      ['Method', r.method],
    ]);

    y += 10;
    const cols = [MARGIN, 230, 330, 390];
    const cell = (text: string, font = SANS, colour = 'black'): Cell => ({ text, font, colour });
    y = tableRow(
      doc,
      cols,
      y,
      ['Parameter', 'Result', 'Unit', 'Reference / cut-off'].map((h) => cell(h, BOLD)),
      '#f3e6ec',
    );
    for (const row of r.rows)
      y = tableRow(doc, cols, y, [
        cell(row.parameter),
        cell(
          `${row.result}${row.flag ? ` (${row.flag})` : ''}`,
          row.flag ? BOLD : SANS,
          row.flag ? ROSE : 'black',
        ),
        cell(row.unit),
        cell(row.reference),
      ]);

    doc
      .font(BOLD)
      .fontSize(11)
      .fillColor('black')
      .text('Interpretation', MARGIN, y + 18);
    doc
      .font(SANS)
      .fontSize(10)
      .text(r.interpretation, MARGIN, doc.y + 4, { width: right - MARGIN });
    doc.moveDown(2.5);
    const sy = doc.y;
    doc.moveTo(330, sy).lineTo(right, sy).lineWidth(0.75).strokeColor('#999999').stroke();
    doc
      .font(SANS)
      .fontSize(9)
      .fillColor(GREY)
      .text(r.signedBy, 330, sy + 4, { width: right - 330 });
    doc
      .fontSize(8)
      .text(
        'Screening results give a chance, not a diagnosis. Please discuss this report with your doctor or genetic counsellor.',
        MARGIN,
        doc.page.height - 70,
        { width: right - MARGIN, align: 'center' },
      );
  });
}

/** A consultation note from an expert (the demo's doctor reports). */
export function consultationNotePdf(n: {
  title: string;
  expert: string;
  patient: string;
  date: string;
  sections: { heading: string; text: string }[];
}): Promise<Buffer> {
  return render(n.title, (doc) => {
    const right = doc.page.width - MARGIN;
    letterhead(doc, n.title);
    let y = fields(doc, doc.y + 12, [
      ['Patient', n.patient],
      ['Consultation', n.date],
      ['Expert', n.expert],
    ]);
    y += 6;
    for (const s of n.sections) {
      doc.font(BOLD).fontSize(11).fillColor('black').text(s.heading, MARGIN, y);
      doc
        .font(SANS)
        .fontSize(10)
        .text(s.text, MARGIN, doc.y + 4, { width: right - MARGIN });
      y = doc.y + 14;
    }
    doc.moveDown(2);
    doc
      .font(SANS)
      .fontSize(9)
      .fillColor(GREY)
      .text(n.expert, 330, doc.y, { width: right - 330 });
  });
}

/** A report an expert wrote in the console (issue 21), printed on the provider's letterhead. */
export interface DoctorReportPdf {
  provider: { name: string; address: string };
  title: string;
  expert: string;
  patient: string;
  appointmentNo: string;
  /** '26 Nov 2026' */
  date: string;
  /** The expert's words, paragraphs as typed. */
  text: string;
}

/**
 * The provider's letterhead: the same band, fonts and layout as the demo lab's, with the
 * provider's name and address and no demo mark (this is a real report).
 */
function providerLetterhead(doc: PDFKit.PDFDocument, provider: DoctorReportPdf['provider'], heading: string) {
  const right = doc.page.width - MARGIN;
  doc.rect(0, 0, doc.page.width, BAND_HEIGHT).fill(ROSE);
  doc
    .fillColor('white')
    .font(BOLD)
    .fontSize(17)
    .text(provider.name, MARGIN, 20, { width: right - MARGIN, lineBreak: false });
  doc
    .font(SANS)
    .fontSize(8.5)
    .text(provider.address, MARGIN, 50, { width: right - MARGIN, lineBreak: false });
  doc
    .fillColor('black')
    .font(BOLD)
    .fontSize(14)
    .text(heading, MARGIN, 98, { width: right - MARGIN });
}

export function doctorReportPdf(r: DoctorReportPdf): Promise<Buffer> {
  return render(
    r.title,
    (doc) => {
      const right = doc.page.width - MARGIN;
      providerLetterhead(doc, r.provider, r.title);
      const y = fields(doc, doc.y + 12, [
        ['Patient', r.patient],
        ['Appointment', `${r.appointmentNo}, ${r.date}`],
        ['Expert', r.expert],
      ]);
      doc
        .font(SANS)
        .fontSize(10.5)
        .fillColor('black')
        .text(r.text, MARGIN, y + 6, { width: right - MARGIN, paragraphGap: 6 });
      doc.moveDown(2);
      doc
        .font(SANS)
        .fontSize(9)
        .fillColor(GREY)
        .text(r.expert, 330, doc.y, { width: right - 330 });
    },
    r.provider.name,
  );
}
