import bcrypt from 'bcryptjs';

/** bcrypt with cost 10: about 50-100 ms a hash here, slow enough to make a stolen table costly. */
const COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

export const passwordMatches = (password: string, hash: string) => bcrypt.compare(password, hash);
