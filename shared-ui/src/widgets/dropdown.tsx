import { createContext, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';

interface GroupState {
  openId: string | null;
  setOpenId: (update: (current: string | null) => string | null) => void;
}

const DropdownGroupContext = createContext<GroupState | null>(null);

/** Dropdowns inside one group: opening one closes the others (spec section 2). */
export function DropdownGroup({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const value = useMemo(() => ({ openId, setOpenId }), [openId]);
  return <DropdownGroupContext.Provider value={value}>{children}</DropdownGroupContext.Provider>;
}

interface DropdownProps {
  /** What the toggle button shows (the chosen value or a prompt). */
  label: ReactNode;
  /** The panel; a function gets `close` for choices that should close it. */
  children: ReactNode | ((close: () => void) => ReactNode);
  className?: string;
}

/**
 * A toggle button and the panel it opens below it (disclosure pattern). Escape closes and returns
 * the focus to the button. Only a DropdownGroup closes one dropdown when another opens.
 */
export function Dropdown({ label, children, className }: DropdownProps) {
  const id = useId();
  const group = useContext(DropdownGroupContext);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = group ? group.openId === id : ownOpen;
  const button = useRef<HTMLButtonElement>(null);

  const setOpen = (next: boolean) => {
    if (group) group.setOpenId((current) => (next ? id : current === id ? null : current));
    else setOwnOpen(next);
  };
  const close = () => setOpen(false);

  return (
    <div
      className={`ui-dropdown${open ? ' ui-dropdown--open' : ''} ${className ?? ''}`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        close();
        button.current?.focus();
      }}
    >
      <button ref={button} type="button" className="ui-dropdown__toggle" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
        <span className="ui-dropdown__label">{label}</span>
        <span className="ui-dropdown__caret" aria-hidden="true" />
      </button>
      <div id={`${id}-panel`} className="ui-dropdown__panel" hidden={!open}>
        {typeof children === 'function' ? children(close) : children}
      </div>
    </div>
  );
}
