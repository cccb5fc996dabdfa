import { ComingLater } from '../../components/ComingLater.tsx';

/** /maps: the public map (same view as the dashboard's map), in a later issue. */
export default function Maps() {
  return <ComingLater title="route.maps" />;
}
