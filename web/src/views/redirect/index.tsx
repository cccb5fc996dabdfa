import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * /redirect{fullPath}: replaces itself with {fullPath}, which mounts that view afresh (used to
 * refresh a view). /redirect-index goes to '/'.
 */
export default function Redirect() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = pathname.replace(/^\/redirect(-index)?/, '') || '/';
    navigate(`${target}${search}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
  return null;
}
