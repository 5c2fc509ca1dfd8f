// The analytics tag, through a dataLayer; rendered only when a measurement id is configured,
// so local stacks and tests never load it.

function analyticsBootstrap(measurementId: string): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    "gtag('js',new Date());",
    `gtag('config',${JSON.stringify(measurementId).replace(/</g, '\\u003c')});`,
  ].join('');
}

export function Analytics({
  measurementId,
  nonce,
}: {
  measurementId: string | null;
  nonce: string;
}) {
  if (!measurementId) return null;
  return (
    <>
      <script
        nonce={nonce}
        async
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
      />
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: analyticsBootstrap(measurementId) }}
      />
    </>
  );
}
