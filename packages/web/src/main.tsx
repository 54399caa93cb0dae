import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { ROUTE_PROGRESS_SPEED_MS } from '@judge/shared';
import i18n, { initI18n } from './i18n';
import { routes } from './router/routes';
import './styles.css';

initI18n();
NProgress.configure({ showSpinner: false, speed: ROUTE_PROGRESS_SPEED_MS });

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
const router = createBrowserRouter(routes);

/** antd follows the UI language too. */
function App() {
  const [lng, setLng] = useState(i18n.language);
  useEffect(() => {
    const on = (l: string) => setLng(l);
    i18n.on('languageChanged', on);
    return () => i18n.off('languageChanged', on);
  }, []);
  return (
    <ConfigProvider
      locale={lng === 'en-US' ? enUS : zhCN}
      theme={{ token: { colorPrimary: '#409eff', borderRadius: 4 } }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
