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

const ROSE = '#8e2a4f';
const GREY = '#555555';

/** Renders with pdfkit (its built-in Helvetica) into a Buffer. */
function render(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: title, Author: 'Lilac Genomics Laboratory (demo)' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

function letterhead(doc: PDFKit.PDFDocument, heading: string) {
  doc.rect(0, 0, doc.page.width, 78).fill(ROSE);
  doc.fillColor('white').font('Helvetica-Bold').fontSize(18).text('Lilac Genomics Laboratory', 48, 22);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('4th Floor, Prestige Meridian, 29 MG Road, Bengaluru 560001  ·  +91 80 4719 2200', 48, 46);
  doc.fillColor(ROSE).font('Helvetica-Bold').fontSize(9).text('DEMO REPORT — NOT FOR CLINICAL USE', 48, 60, {
    align: 'right',
  });
  doc.fillColor('black').font('Helvetica-Bold').fontSize(14).text(heading, 48, 98);
  doc.moveDown(0.5);
}

function field(doc: PDFKit.PDFDocument, x: number, y: number, label: string, value: string) {
  doc.font('Helvetica').fontSize(8).fillColor(GREY).text(label.toUpperCase(), x, y);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('black')
    .text(value, x, y + 10, { width: 240 });
}

/** A lab report: letterhead, patient and sample details, results table, interpretation, signature. */
export function labReportPdf(r: LabReportPdf): Promise<Buffer> {
  return render(r.test, (doc) => {
    letterhead(doc, r.test);
    const top = 130;
    field(doc, 48, top, 'Patient', r.patient.name);
    field(doc, 300, top, 'Patient ID', r.patient.id);
    field(doc, 48, top + 32, 'Age / Sex', r.patient.ageSex);
    field(doc, 300, top + 32, 'Referred by', r.referredBy);
    field(doc, 48, top + 64, 'Sample', r.sample);
    field(doc, 300, top + 64, 'Collected / Reported', `${r.collected} / ${r.reported}`);
    field(doc, 48, top + 96, 'Method', r.method);

    let y = top + 140;
    const cols = [48, 230, 330, 390];
    doc.rect(48, y - 4, doc.page.width - 96, 20).fill('#f3e6ec');
    doc.fillColor('black').font('Helvetica-Bold').fontSize(9);
    for (const [i, h] of ['Parameter', 'Result', 'Unit', 'Reference / cut-off'].entries())
      doc.text(h, cols[i]! + 4, y + 2);
    y += 22;
    doc.font('Helvetica').fontSize(9);
    for (const row of r.rows) {
      doc.fillColor('black').text(row.parameter, cols[0]! + 4, y, { width: 176 });
      doc
        .font(row.flag ? 'Helvetica-Bold' : 'Helvetica')
        .fillColor(row.flag ? ROSE : 'black')
        .text(`${row.result}${row.flag ? ` (${row.flag})` : ''}`, cols[1]! + 4, y, { width: 96 });
      doc
        .font('Helvetica')
        .fillColor('black')
        .text(row.unit, cols[2]! + 4, y, { width: 56 });
      doc.text(row.reference, cols[3]! + 4, y, { width: doc.page.width - 48 - cols[3]! - 8 });
      y = Math.max(doc.y, y + 14) + 6;
      doc
        .moveTo(48, y - 3)
        .lineTo(doc.page.width - 48, y - 3)
        .strokeColor('#dddddd')
        .stroke();
    }

    y += 12;
    doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text('Interpretation', 48, y);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(r.interpretation, 48, doc.y + 4, { width: doc.page.width - 96 });
    doc.moveDown(2.5);
    const sy = doc.y;
    doc
      .moveTo(330, sy)
      .lineTo(doc.page.width - 48, sy)
      .strokeColor('#999999')
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(GREY)
      .text(r.signedBy, 330, sy + 4, { width: doc.page.width - 378 });
    doc
      .fontSize(8)
      .text(
        'Screening results give a chance, not a diagnosis. Please discuss this report with your doctor or genetic counsellor.',
        48,
        doc.page.height - 70,
        { width: doc.page.width - 96, align: 'center' },
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
    letterhead(doc, n.title);
    field(doc, 48, 130, 'Patient', n.patient);
    field(doc, 300, 130, 'Consultation', n.date);
    field(doc, 48, 162, 'Expert', n.expert);
    let y = 206;
    for (const s of n.sections) {
      doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(s.heading, 48, y);
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(s.text, 48, doc.y + 4, { width: doc.page.width - 96 });
      y = doc.y + 14;
    }
    doc.moveDown(2);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(GREY)
      .text(n.expert, 330, doc.y, { width: doc.page.width - 378 });
  });
}
