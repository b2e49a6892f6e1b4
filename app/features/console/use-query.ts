import { useLocation, useNavigate } from "react-router";

/**
 * The address's query and a way to replace it: what react-router's useSearchParams does,
 * built on the two hooks the public pages already ship, so the console adds nothing to the
 * chunk every public page downloads.
 */
export function useQuery(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const setQuery = (next: URLSearchParams) => {
    const text = next.toString();
    navigate(text ? `${pathname}?${text}` : pathname);
  };
  return [new URLSearchParams(search), setQuery];
}
