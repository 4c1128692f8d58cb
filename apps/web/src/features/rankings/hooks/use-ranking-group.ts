import type { RankingGroup } from '@cc/shared/rankings/rankings.schemas';
import { isCountryCode } from '@cc/shared/users/countries';
import { type UserType, userTypes } from '@cc/shared/users/users.constants';
import { useSearchParam } from './use-search-param';

/** The choice "no group": everyone in the event. */
export const EVERYONE = 'everyone';

/** Whether a value is a user type or everyone (the address and the filter's choices). */
export const isUserTypeChoice = (value: string): value is UserType | typeof EVERYONE =>
  value === EVERYONE || userTypes.some((type) => type === value);

const isCountryChoice = (value: string): value is string =>
  value === EVERYONE || isCountryCode(value);

/** The group filter of the all and me tabs, kept as `?userType=&country=`. */
export interface RankingGroupChoice {
  /** The group to send to ranking/all and ranking/me; `{}` for everyone. */
  group: RankingGroup;
  userType: UserType | typeof EVERYONE;
  country: string;
  setUserType: (next: UserType | typeof EVERYONE) => void;
  setCountry: (next: string) => void;
}

/** Reads and sets the group the individual rankings are narrowed to (issue 26). */
export function useRankingGroup(): RankingGroupChoice {
  const [userType, setUserType] = useSearchParam('userType', isUserTypeChoice, EVERYONE);
  const [country, setCountry] = useSearchParam('country', isCountryChoice, EVERYONE);
  const group: RankingGroup = {
    ...(userType !== EVERYONE && { userType }),
    ...(country !== EVERYONE && { country }),
  };
  return { group, userType, country, setUserType, setCountry };
}
