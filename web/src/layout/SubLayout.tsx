import { Outlet } from 'react-router';

/** A nested '#' group: its children render in place. */
export default function SubLayout() {
  return <Outlet />;
}
