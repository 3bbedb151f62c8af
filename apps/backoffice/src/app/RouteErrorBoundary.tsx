import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useT } from '../i18n';
import { isChunkLoadError } from './chunkTimeout';

/**
 * The retry screen draws the kit's alert and plain button, which a page without them would otherwise download first:
 * it is fetched once the first page has rendered and the browser is idle, so a later failure finds it here. Should
 * it fail to arrive too, the same words and a bare reload button show.
 */
const loadRetryScreen = () => import('./RouteErrorScreen');
const RetryScreen = lazy(() =>
  loadRetryScreen().then(
    (module) => ({ default: module.RouteErrorScreen }),
    () => ({ default: BareRetryScreen }),
  ),
);

function BareRetryScreen({ error }: { error: unknown }) {
  const t = useT();
  return (
    <main>
      <p role="alert">{t(isChunkLoadError(error) ? 'routeError.chunkText' : 'routeError.text')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('routeError.retry')}
      </button>
    </main>
  );
}

const whenIdle = (task: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task) : setTimeout(task, 1000));

interface RouteErrorBoundaryProps {
  /** The page's address: moving to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** A page that throws while loading or rendering shows the retry screen instead of a blank page. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown; failedAt: string | null }> {
  override state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { error: unknown; failedAt: string | null }) {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override componentDidMount() {
    whenIdle(() => void loadRetryScreen().catch(() => undefined));
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RetryScreen error={this.state.error} />
      </Suspense>
    );
  }
}
