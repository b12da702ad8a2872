import { GraphQLScalarType, Kind } from 'graphql';
import { paiseToDecimal } from '../../../domain/money.ts';
import { parseQuantity } from '../../../domain/quantity.ts';
import { BadUserInputError } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';

function quantity(value: unknown): number {
  const result = parseQuantity(value);
  if (!result.ok) throw new BadUserInputError(result.message);
  return result.qty;
}

/** Quantity accepts what a user may type (a number or a numeric string) and refuses the rest with the spec's message. */
export const QuantityScalar = new GraphQLScalarType({
  name: 'Quantity',
  serialize: (value) => value,
  parseValue: quantity,
  parseLiteral: (ast) => quantity(ast.kind === Kind.INT || ast.kind === Kind.STRING || ast.kind === Kind.FLOAT ? ast.value : null),
});

export const baseResolvers: Resolvers = {
  Quantity: QuantityScalar,
  Money: {
    paise: (paise) => paise,
    amount: (paise) => paiseToDecimal(paise),
    currency: () => 'INR',
  },
  Query: {
    health: (_parent, _args, { search, searchStatus }) => ({ ok: true, searchEngine: search.engine, indexedProducts: searchStatus.indexedProducts }),
  },
};
