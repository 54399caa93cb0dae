// antd's Result, whose status pictures weigh ~10 kB gzip, fetched only when a page shows one (a
// refusal, a missing problem or contest), not with every page that might.
import { lazy, Suspense, type ComponentProps } from 'react';
import PageLoading from './PageLoading';

const Result = lazy(() => import('antd/es/result'));

export default function LazyResult(props: ComponentProps<typeof Result>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Result {...props} />
    </Suspense>
  );
}
