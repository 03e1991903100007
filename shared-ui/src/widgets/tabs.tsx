import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  items: TabItem[];
  /** Names the tab list. */
  label: string;
  defaultValue?: string;
  /** Controlled selection; with onChange. */
  value?: string;
  onChange?: (id: string) => void;
  className?: string;
}

const NEXT: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: one tab on, the others off; arrows (wrapping), Home and
 * End move the selection and the focus together, Tab goes on to the panel.
 */
export function Tabs({ items, label, defaultValue, value, onChange, className }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(defaultValue ?? items[0]?.id);
  const selected = value ?? own;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (id: string) => {
    if (value === undefined) setOwn(id);
    if (id !== selected) onChange?.(id);
  };

  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const next = NEXT[e.key]?.(i, items.length);
    if (next === undefined) return;
    e.preventDefault();
    select(items[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className={`ui-tabs ${className ?? ''}`}>
      <div role="tablist" aria-label={label} className="ui-tabs__list">
        {items.map((tab, i) => {
          const on = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-controls={`${base}-panel-${tab.id}`}
              aria-selected={on}
              tabIndex={on ? 0 : -1}
              className="ui-tabs__tab"
              onClick={() => select(tab.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {items.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="ui-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
