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

export function Analytics({ measurementId }: { measurementId: string | null }) {
  if (!measurementId) return null;
  return (
    <>
      <script
        async
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
      />
      <script dangerouslySetInnerHTML={{ __html: analyticsBootstrap(measurementId) }} />
    </>
  );
}
