import { Outlet, useMatches } from 'react-router';
import NavBar from '../components/navbar/NavBar';
import Footer from '../components/Footer';
import LoginModal from '../components/account/LoginModal';
import { Guard } from '../router/Guard';
import { mergeMeta } from '../router/meta';

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
      <LoginModal />
    </div>
  );
}
