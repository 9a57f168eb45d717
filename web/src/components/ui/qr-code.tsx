// A QR code as one SVG path (crisp at any print size). Loaded lazily: the QR library stays out
// of every route's first download (bench:web budgets).
import { useMemo } from 'react';
import { qrMatrix } from '@/lib/qr-matrix';

const QUIET_ZONE = 4;

export function QrCode({
  text,
  label,
  size = 224,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { path, modules } = useMemo(() => {
    const matrix = qrMatrix(text);
    let d = '';
    matrix.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
      }),
    );
    return { path: d, modules: matrix.length + QUIET_ZONE * 2 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="bg-white"
      data-qr-text={text}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

export default QrCode;
