import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadError } from '../widgets/status-panel';

let recovery: ((error: unknown) => boolean) | null = null;

/**
 * The shell's answer to what a boundary caught, in the shell or inside any remote (one shared-ui
 * instance): true when it takes over (a chunk gone after a deploy reloads the page once), and the
 * page is already on its way to the new version, so its "다시 시도" never fetches the missing chunk again.
 */
export function setBoundaryRecovery(recover: ((error: unknown) => boolean) | null): void {
  recovery = recover;
}

interface Props {
  children: ReactNode;
  /** Where the error is reported; the shell logs it with the owning remote's name. */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Called when the user presses "다시 시도", so the owner can re-render with fresh children. */
  onReset?: () => void;
  resetKey?: unknown;
  /** Replaces the default "다시 시도" panel (the shell's application error view); cleared by a new resetKey. */
  fallback?: ReactNode;
}

/** Keeps a render error inside the part of the page that threw it. */
export class ErrorBoundary extends Component<Props, { error: Error | null; resetKey: unknown }> {
  override state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; resetKey: unknown }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Side effects (a reload) belong here, not in the render phase.
    recovery?.(error);
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <LoadError
        title="일시적인 오류가 발생했습니다"
        onRetry={() => {
          this.setState({ error: null });
          this.props.onReset?.();
        }}
      />
    );
  }
}
