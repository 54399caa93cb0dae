import { useEffect } from 'react';
import { Spin } from 'antd';
import NProgress from 'nprogress';

/** Suspense fallback while a page chunk loads: the top progress bar runs meanwhile. */
export default function PageLoading() {
  useEffect(() => {
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, []);
  return (
    <div style={{ textAlign: 'center', padding: 60 }}>
      <Spin />
    </div>
  );
}
