import { createContext, useContext, type ComponentType, type ReactNode } from "react";

/**
 * What the app puts at the end of every page header (the account menu). The layout only renders
 * the slot; the app, which may compose features, decides what fills it.
 */
const HeaderSlotContext = createContext<ComponentType | null>(null);

export function HeaderSlotProvider({ component, children }: { component: ComponentType; children: ReactNode }) {
  return <HeaderSlotContext.Provider value={component}>{children}</HeaderSlotContext.Provider>;
}

export function HeaderSlot() {
  const Slot = useContext(HeaderSlotContext);
  return Slot ? <Slot /> : null;
}
