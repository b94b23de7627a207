import static;

class ImportStaticNothing {
}
