import { lazy, Suspense, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import NavBar from '../components/navbar/NavBar';
import Footer from '../components/Footer';
import { useLoginModal } from '../stores/ui';
import { Guard } from '../router/Guard';
import { mergeMeta } from '../router/meta';

// The login dialog (forms, validation, slide puzzle) loads the first time it opens, not with every
// page; once loaded it stays mounted so it can close with its animation.
const LoginModal = lazy(() => import('../components/account/LoginModal'));

function LazyLoginModal() {
  const { open } = useLoginModal();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}

/** The public site shell: navigation bar (mode per route), guarded page, footer unless hidden. */
export default function MainLayout() {
  const meta = mergeMeta(useMatches());
  return (
    <div className="oj-layout">
      <NavBar mode={meta.navMode ?? 'default'} />
      <main className={meta.fullWidth ? 'oj-content oj-content-full' : 'oj-content'}>
        <Guard meta={meta}>
          <Outlet />
        </Guard>
      </main>
      {!meta.hideFooter && <Footer />}
      <LazyLoginModal />
    </div>
  );
}
