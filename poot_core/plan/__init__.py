"""The graph planner: graphs, fusion into regions, plan_eqn, Programs and their executor."""
