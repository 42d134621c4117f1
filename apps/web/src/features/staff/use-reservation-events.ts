import { RESERVATION_EVENTS, type ReservationEvent } from '@storefront/domain';
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { useLatest, type LiveStatus } from './live-feed';

/*
 * The reservations inbox's live feed: the same staff socket as the order board (the httpOnly
 * `stoken` cookie; the server joins the staff member's restaurant rooms), listening for bookings.
 * Events are fire-and-forget, so `onConnect` (first connection and every reconnection) reloads.
 */
export interface ReservationEventHandlers {
  onConnect(): void;
  onNewReservation(event: ReservationEvent): void;
  onReservationUpdated(event: ReservationEvent): void;
}

export function useReservationEvents(handlers: ReservationEventHandlers): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const latest = useLatest(handlers);

  useEffect(() => {
    const socket = io({ path: '/socket.io', withCredentials: true });
    socket.on('connect', () => {
      setStatus('live');
      latest.current.onConnect();
    });
    socket.on('disconnect', () => setStatus(socket.active ? 'connecting' : 'offline'));
    socket.on('connect_error', () => setStatus(socket.active ? 'connecting' : 'offline'));
    socket.on(RESERVATION_EVENTS.newReservation, (event: ReservationEvent) =>
      latest.current.onNewReservation(event),
    );
    socket.on(RESERVATION_EVENTS.reservationUpdated, (event: ReservationEvent) =>
      latest.current.onReservationUpdated(event),
    );
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [latest]);

  return status;
}

/** A short two-note chime for a new booking (Web Audio: no file to load; silent where blocked). */
export function playChime(): void {
  try {
    const AudioContextClass =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    [880, 1320].forEach((frequency, i) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, context.currentTime + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + i * 0.18 + 0.3);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(context.currentTime + i * 0.18);
      oscillator.stop(context.currentTime + i * 0.18 + 0.3);
    });
    setTimeout(() => void context.close(), 1000);
  } catch {
    // Audio blocked (no user gesture yet): the badge and the highlight still show the booking.
  }
}
