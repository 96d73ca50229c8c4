import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// A receipt as a PDF (issue 19), drawn with pdfkit and the DejaVu font the reports use (embedded:
// '₹' and '—' are outside the PDF standard fonts). The caller gives every line already in words
// and rupees; this file only lays them out.

export interface ReceiptPdf {
  provider: { name: string; address: string; gstin: string | null };
  number: string;
  /** '26 Nov 2026' */
  date: string;
  appointmentNo: string;
  patient: string;
  /** Who the consultation was for, when not the patient who paid. */
  bookedFor: string | null;
  service: string;
  /** [label, amount] from the fee down to what was paid, e.g. ['Coupon SAVE10', '−₹150']. */
  lines: [string, string][];
  paid: string;
  paidBy: string | null;
  /** The GST line: exempt (SAC 9993), or the rate included in the amount. */
  tax: string;
  /** Each refund in words: '₹1,500 refunded on 28 Nov 2026'. */
  refunds: string[];
}

const INK = '#222222';
const GREY = '#555555';
const RULE = '#cccccc';
const MARGIN = 56;

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

export function receiptPdf(r: ReceiptPdf): Promise<Buffer> {
  const regular = fontFile('DejaVuSans.ttf');
  const bold = fontFile('DejaVuSans-Bold.ttf');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: regular,
    info: { Title: `Receipt ${r.number}`, Author: r.provider.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 2 * MARGIN;
  const right = doc.page.width - MARGIN;

  doc.font(bold).fontSize(16).fillColor(INK).text(r.provider.name, MARGIN, MARGIN, { width });
  doc.font(regular).fontSize(9).fillColor(GREY).text(r.provider.address, { width });
  if (r.provider.gstin) doc.text(`GSTIN: ${r.provider.gstin}`, { width });
  doc.moveDown(1.5);
  doc.font(bold).fontSize(14).fillColor(INK).text('Payment receipt', { width });
  doc.moveDown(0.8);

  const pair = (label: string, value: string) => {
    const y = doc.y;
    doc.font(regular).fontSize(10).fillColor(GREY).text(label, MARGIN, y, { width: 150 });
    doc
      .font(regular)
      .fontSize(10)
      .fillColor(INK)
      .text(value, MARGIN + 160, y, { width: width - 160 });
    doc.moveDown(0.35);
  };
  pair('Receipt number', r.number);
  pair('Date', r.date);
  pair('Appointment number', r.appointmentNo);
  pair('Received from', r.patient);
  if (r.bookedFor) pair('Consultation for', r.bookedFor);
  pair('Service', r.service);
  if (r.paidBy) pair('Paid by', r.paidBy);

  doc.moveDown(1);
  const rule = () => {
    doc.moveTo(MARGIN, doc.y).lineTo(right, doc.y).lineWidth(0.75).strokeColor(RULE).stroke();
    doc.moveDown(0.5);
  };
  const amountRow = (label: string, amount: string, strong = false) => {
    const y = doc.y;
    const font = strong ? bold : regular;
    doc
      .font(font)
      .fontSize(11)
      .fillColor(INK)
      .text(label, MARGIN, y, { width: width - 140 });
    doc
      .font(font)
      .fontSize(11)
      .text(amount, right - 140, y, { width: 140, align: 'right' });
    doc.moveDown(0.4);
  };
  rule();
  for (const [label, amount] of r.lines) amountRow(label, amount);
  rule();
  amountRow('Amount paid', r.paid, true);
  doc.moveDown(0.3);
  doc.font(regular).fontSize(9).fillColor(GREY).text(r.tax, MARGIN, doc.y, { width });

  if (r.refunds.length > 0) {
    doc.moveDown(1.2);
    doc.font(bold).fontSize(11).fillColor(INK).text('Refunds', MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    for (const line of r.refunds) doc.font(regular).fontSize(10).text(line, { width });
  }

  doc
    .font(regular)
    .fontSize(8)
    .fillColor(GREY)
    .text(
      'This receipt was generated electronically and needs no signature.',
      MARGIN,
      doc.page.height - MARGIN - 20,
      { width, align: 'center', lineBreak: false },
    );
  doc.end();
  return done;
}
