"""Times kiwisolver on a system written by the solver-vs-kiwi benchmark.

    python3 kiwi_system.py SYSTEM_FILE RUNS VALUES_OUT

Builds the variables and constraints first, then times adding every constraint to a fresh
Solver and reading every value, RUNS times. Prints the median seconds; writes the last run's
values to VALUES_OUT, one per line.
"""
import statistics
import sys
import time

import kiwisolver as kiwi



def strength(text):
    """`required`, or `@priority*weight` with a UIKit priority: kiwi's strengths are weighted sums,
    so priority 250 becomes its weak (1), 500 its medium (1,000), 750 its strong (1,000,000), and the
    priorities between, and beyond down to 0, the powers of ten between."""
    if text == "required":
        return kiwi.strength.required
    priority, weight = (float(part) for part in text[1:].split("*"))
    return 10 ** ((priority - 250) * 3 / 250) * weight


def read(path):
    with open(path) as lines:
        count = int(next(lines).split()[1])
        variables = [kiwi.Variable(f"x{i}") for i in range(count)]
        constraints = []
        for line in lines:
            strength_text, relation, constant, *terms = line.split()
            expression = float(constant)
            for term in terms:
                index, coefficient = term.split(":")
                expression = expression + float(coefficient) * variables[int(index)]
            if relation == "==":
                constraint = expression == 0
            elif relation == "<=":
                constraint = expression <= 0
            else:
                constraint = expression >= 0
            constraints.append(constraint | strength(strength_text))
    return variables, constraints


def main():
    path, runs, values_out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    variables, constraints = read(path)
    times = []
    values = []
    for _ in range(runs):
        start = time.perf_counter()
        solver = kiwi.Solver()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        values = [variable.value() for variable in variables]
        times.append(time.perf_counter() - start)
    with open(values_out, "w") as out:
        out.write("\n".join(repr(value) for value in values) + "\n")
    print(statistics.median(times))


main()
