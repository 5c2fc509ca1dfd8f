import { Outlet } from 'react-router';
import { AppShell } from '../../components/site/app-shell';

/** /u/* and /s/*: each page's own loader guards it (loaders run in parallel, not nested). */
export default function SignedInLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
