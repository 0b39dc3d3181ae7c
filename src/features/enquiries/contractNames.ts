/**
 * The contact form and the feedback call name fields as the public contract does (docs/api.md):
 * `nickname`, `familyname`, `firstname`, `major`, `title`. An enquiry is stored under plain names.
 * This is the one place the two meet.
 */
export function toStoredEnquiry<Fields extends ContractNamed>({
  nickname,
  familyname,
  firstname,
  major,
  title,
  ...same
}: Fields): StoredNamed<Fields> {
  return { ...same, salutation: nickname, familyName: familyname, firstName: firstname, department: major, topic: title }
}

interface ContractNamed {
  nickname: 'Mr.' | 'Ms.'
  familyname: string
  firstname: string
  major?: string
  title?: string
}

/** The fields with the contract's names replaced by the stored ones. */
export type StoredNamed<Fields extends ContractNamed> = Omit<Fields, keyof ContractNamed> & {
  salutation: 'Mr.' | 'Ms.'
  familyName: string
  firstName: string
  department?: string
  topic?: string
}
