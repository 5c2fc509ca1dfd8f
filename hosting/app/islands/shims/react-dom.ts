// `react-dom` inside the islands bundle. Island components import only the React 19 hook that
// Preact lacks; islands submit through AsyncForm, never a form action, so no form is ever pending.
// (An island that needs more of react-dom fails the bundle's build: add it here from preact/compat.)
export function useFormStatus(): { pending: false } {
  return { pending: false };
}
