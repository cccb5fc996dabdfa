import { create } from 'zustand';

/** One runtime error of the error log dialog. */
export interface ErrorLogEntry {
  id: number;
  message: string;
  /** Where it came from: the React component stack, or the kind of browser event. */
  info: string;
  url: string;
  stack: string;
  time: number;
}

interface ErrorLogState {
  logs: ErrorLogEntry[];
  add(entry: Omit<ErrorLogEntry, 'id' | 'time'>): void;
  clear(): void;
}

/** The newest errors are kept; a page throwing in a loop must not fill the memory. */
export const ERROR_LOG_LIMIT = 200;

let nextId = 1;

export const useErrorLogStore = create<ErrorLogState>()((set) => ({
  logs: [],
  add(entry) {
    set((state) => ({ logs: [...state.logs, { ...entry, id: nextId++, time: Date.now() }].slice(-ERROR_LOG_LIMIT) }));
  },
  clear() {
    set({ logs: [] });
  },
}));
