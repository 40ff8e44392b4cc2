import { ADMIN_EVENT_NAMES, type AdminEvent } from '@boucherie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { urlOf } from '../../../lib/api-client';
import { adminOrderKey, isBackOfficeKey, refreshListsOf } from './keys';

/** The stream is not fetched: the browser's EventSource opens it, at the table's path. */
export const ADMIN_EVENTS_PATH = urlOf('GET /api/admin/events');

function readEvent(data: unknown): AdminEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as Partial<AdminEvent>;
    return typeof event.orderId === 'number' && typeof event.shopId === 'number' ? (event as AdminEvent) : null;
  } catch {
    return null;
  }
}

/**
 * Listens to the server's order events (server-sent events) while the back office is open: each event
 * refreshes the lists it changes and the order it names, then `onEvent` runs (announce it, refresh more).
 * After a dropped connection the browser reconnects by itself; what happened meanwhile is asked again.
 */
export function useOrderEvents(onEvent?: (event: AdminEvent) => void) {
  const queryClient = useQueryClient();
  const listener = useRef(onEvent);
  useEffect(() => {
    listener.current = onEvent;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(ADMIN_EVENTS_PATH);
    let opened = false;
    const onMessage = (message: Event) => {
      const event = readEvent((message as MessageEvent).data);
      if (!event) return;
      void refreshListsOf(queryClient, event);
      void queryClient.invalidateQueries({ queryKey: adminOrderKey(event.orderId) });
      listener.current?.(event);
    };
    const onOpen = () => {
      if (opened) void queryClient.invalidateQueries({ predicate: (query) => isBackOfficeKey(query.queryKey) });
      opened = true;
    };
    for (const name of ADMIN_EVENT_NAMES) source.addEventListener(name, onMessage);
    source.addEventListener('open', onOpen);
    return () => source.close();
  }, [queryClient]);
}
