/**
 * The member forms and the register call name the member's name `truename`, as the public contract
 * does (docs/api.md); a member is stored with a `fullName`. This is the one place the two meet.
 */
export function toStoredMember<Fields extends { truename: string }>({ truename, ...same }: Fields) {
  return { ...same, fullName: truename }
}
