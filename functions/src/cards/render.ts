// Markup to SVG (satori) and SVG to PNG (resvg): no browser, one render in a few hundred ms.
import { Resvg } from '@resvg/resvg-js';
import { CARD_SIZES, type CardSize } from '@spaces/contracts';
import satori from 'satori';
import { emojiDataUrl } from './emoji';
import { fontsFor, fontStack } from './fonts';
import { cardLayout, cardText, type CardContent } from './layout';

export async function renderCardSvg(content: CardContent, size: CardSize): Promise<string> {
  const { width, height } = CARD_SIZES[size];
  const layout = cardLayout(content, size);
  const fonts = await fontsFor(cardText(layout));
  layout.props.style = { ...layout.props.style, fontFamily: fontStack(fonts) };
  return satori(layout as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts,
    // Satori asks for what its fonts lack: emoji get Twemoji's pictures; a character no subset
    // covers is drawn as nothing rather than failing the card.
    loadAdditionalAsset: async (code, segment) =>
      code === 'emoji' ? ((await emojiDataUrl(segment)) ?? '') : [],
  });
}

export async function renderCard(content: CardContent, size: CardSize): Promise<Buffer> {
  const svg = await renderCardSvg(content, size);
  const { width } = CARD_SIZES[size];
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}
