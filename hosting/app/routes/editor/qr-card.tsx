// The overview's QR code card: the space's public URL as a QR code drawn on the server (an SVG in
// the page, readable before any script runs), downloadable as SVG and as a 1024 px PNG for print.
import { useMemo } from 'react';
import { DownloadIcon } from '../../components/icons/ui-icons';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { useT } from '../../i18n/use-t';
import { qrSvgFile, qrSymbol } from './qr-code';

const PNG_SIZE = 1024;

export function QrCard({ url, slug }: { url: string; slug: string }) {
  const t = useT('editor');
  const toast = useToast();
  const symbol = useMemo(() => qrSymbol(url), [url]);
  const label = t('qrLabel', { url });
  const svgBlob = () => new Blob([qrSvgFile(symbol, label)], { type: 'image/svg+xml' });

  async function downloadPng() {
    const source = URL.createObjectURL(svgBlob());
    try {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = PNG_SIZE;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.imageSmoothingEnabled = false;
      context.drawImage(image, 0, 0, PNG_SIZE, PNG_SIZE);
      const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!png) throw new Error('the canvas made no PNG');
      save(png, `${slug}-qr.png`);
    } catch {
      toast.add({ title: t('qrPngFailed'), color: 'error' });
    } finally {
      URL.revokeObjectURL(source);
    }
  }

  return (
    <section
      aria-labelledby="qr-heading"
      className="rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="qr-heading" className="text-lg font-semibold text-fg">
        {t('qrTitle')}
      </h2>
      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <svg
          viewBox={`0 0 ${symbol.size} ${symbol.size}`}
          role="img"
          aria-label={label}
          shapeRendering="crispEdges"
          className="size-44 shrink-0 rounded-md bg-white text-black"
          data-testid="space-qr"
        >
          <path d={symbol.path} fill="currentColor" />
        </svg>
        <div className="space-y-3 text-center sm:text-start">
          <p className="text-sm text-fg-muted">{t('qrHint')}</p>
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <Button
              variant="outline"
              className="min-h-11"
              leading={<DownloadIcon className="size-4" />}
              onClick={() => save(svgBlob(), `${slug}-qr.svg`)}
            >
              {t('qrDownloadSvg')}
            </Button>
            <Button
              variant="outline"
              className="min-h-11"
              leading={<DownloadIcon className="size-4" />}
              onClick={downloadPng}
            >
              {t('qrDownloadPng')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

function save(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
