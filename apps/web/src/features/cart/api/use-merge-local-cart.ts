import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../session';
import { useLocalCart } from '../lib/local-cart-store';
import { mergeLocalCart } from './merge-local-cart';

/** Mounted once in the page frame: when a user is logged in and this browser holds a cart, merge it. */
export function useMergeLocalCartAtLogin() {
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const hasLocalLines = useLocalCart().length > 0;
  useEffect(() => {
    if (isLoggedIn && hasLocalLines) void mergeLocalCart(queryClient).catch(() => {});
  }, [isLoggedIn, hasLocalLines, queryClient]);
}
