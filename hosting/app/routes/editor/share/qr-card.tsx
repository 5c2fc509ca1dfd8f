// The overview's QR code card: the space's public URL as a QR code drawn on the server (an SVG in
// the page, readable before any script runs), downloadable as SVG and as a 1024 px PNG for print,
// with the space's avatar in the middle if the owner wants it (fetched once, carried in the file).
import type { ImageRef } from '@spaces/contracts';
import { useId, useMemo, useState } from 'react';
import { DownloadIcon } from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useT } from '../../../i18n/use-t';
import { imageUrlFor, useImageBase } from '../../../lib/images';
import { saveFile } from '../../../lib/save-file';
import { qrLogoBox, qrSvgFile, qrSymbol, type QrSymbol } from './qr-code';
import { EditorCard } from '../shell/editor-card';

const PNG_SIZE = 1024;
/** The avatar variant fetched for the logo: plenty for a 1024 px PNG's middle. */
const LOGO_WIDTH = 256;

/** An image's bytes as a data URL, so that a saved SVG file carries its logo. */
async function dataUrlOf(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

export function QrCard({ url, slug, avatar }: { url: string; slug: string; avatar?: ImageRef }) {
  const t = useT('editor');
  const toast = useToast();
  const imageBase = useImageBase();
  const logoToggle = useId();
  // The card shows on the overview and inside the share sheet at once: ids must not clash.
  const heading = useId();
  const symbol = useMemo(() => qrSymbol(url), [url]);
  const [wantLogo, setWantLogo] = useState(false);
  /** The avatar as a data URL, fetched the first time the owner asks for it. */
  const [avatarData, setAvatarData] = useState<string>();
  const logo = wantLogo ? avatarData : undefined;
  const label = t('qrLabel', { url });
  const svgBlob = () => new Blob([qrSvgFile(symbol, label, logo)], { type: 'image/svg+xml' });

  async function toggleLogo(on: boolean) {
    setWantLogo(on);
    if (!on || !avatar || avatarData) return;
    try {
      setAvatarData(await dataUrlOf(imageUrlFor(imageBase, avatar, LOGO_WIDTH)));
    } catch {
      setWantLogo(false);
      toast.add({ title: t('qrLogoFailed'), color: 'error' });
    }
  }

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
      saveFile(png, `${slug}-qr.png`);
    } catch {
      toast.add({ title: t('qrPngFailed'), color: 'error' });
    } finally {
      URL.revokeObjectURL(source);
    }
  }

  return (
    <EditorCard id={heading} title={t('qrTitle')} className="p-4 sm:p-6">
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
          {logo && <QrLogo symbol={symbol} href={logo} />}
        </svg>
        <div className="space-y-3 text-center sm:text-start">
          <p className="text-sm text-fg-muted">{t('qrHint')}</p>
          {avatar && (
            <label
              htmlFor={logoToggle}
              className="flex min-h-11 items-center justify-center gap-2 text-sm text-fg sm:justify-start"
            >
              <input
                id={logoToggle}
                type="checkbox"
                className="size-5 accent-accent"
                checked={wantLogo}
                onChange={(event) => void toggleLogo(event.target.checked)}
              />
              {t('qrLogo')}
            </label>
          )}
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <Button
              variant="outline"
              className="min-h-11"
              leading={<DownloadIcon className="size-4" />}
              onClick={() => saveFile(svgBlob(), `${slug}-qr.svg`)}
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
    </EditorCard>
  );
}

/** The logo on the page, drawn like the file's (qrLogoSvg): a white square, the avatar round. */
function QrLogo({ symbol, href }: { symbol: QrSymbol; href: string }) {
  const clip = useId();
  const { at, side, inset } = qrLogoBox(symbol);
  const inner = side - 2 * inset;
  return (
    <>
      <rect x={at} y={at} width={side} height={side} fill="#fff" />
      <clipPath id={clip}>
        <circle cx={at + side / 2} cy={at + side / 2} r={inner / 2} />
      </clipPath>
      <image
        href={href}
        x={at + inset}
        y={at + inset}
        width={inner}
        height={inner}
        clipPath={`url(#${clip})`}
        preserveAspectRatio="xMidYMid slice"
        data-testid="qr-logo"
      />
    </>
  );
}
