import { App } from 'antd';
import { useState } from 'react';

/** A place on the earth, in decimal degrees (WGS 84, as the device and the source points give it). */
export interface Position {
  longitude: number;
  latitude: number;
}

/**
 * The device's position on demand ("Use my position"), for a form filled where it is about: the
 * field screen and the record forms with coordinates. `noPosition` is said when the device gives
 * none (no receiver, permission refused, no fix in 30 s); `locating` while it is asked.
 */
export function useCurrentPosition(noPosition: string): { locating: boolean; locate(found: (here: Position) => void): void } {
  const { message } = App.useApp();
  const [locating, setLocating] = useState(false);

  function locate(found: (here: Position) => void) {
    if (!('geolocation' in navigator)) {
      void message.warning(noPosition);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        found({ longitude: coords.longitude, latitude: coords.latitude });
      },
      () => {
        setLocating(false);
        void message.warning(noPosition);
      },
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 60_000 },
    );
  }

  return { locating, locate };
}
