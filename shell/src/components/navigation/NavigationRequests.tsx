import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useNavigate } from 'react-router';
import { $navigationRequest } from '@shop/shared/stores';

/** Performs navigations asked for outside React (the API client sends a 40301 to Login) and clears the request. */
export function NavigationRequests() {
  const request = useStore($navigationRequest);
  const navigate = useNavigate();
  useEffect(() => {
    if (!request) return;
    $navigationRequest.set(null);
    navigate(request);
  }, [request, navigate]);
  return null;
}
