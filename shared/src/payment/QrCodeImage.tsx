import { QRCodeSVG } from 'qrcode.react';

/** The QR code itself, drawn as SVG by a QR library; its own chunk, loaded only when a QR payment is shown. */
export default function QrCodeImage({ value, label }: { value: string; label: string }) {
  return <QRCodeSVG value={value} size={224} level="M" marginSize={2} title={label} role="img" aria-label={label} />;
}
